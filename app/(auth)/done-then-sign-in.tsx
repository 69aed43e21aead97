import Link from "next/link";

/** What a finished account form shows: its message, and the way back to signing in. */
export function DoneThenSignIn({ message, signIn }: { message: string; signIn: string }) {
  return (
    <div className="space-y-4">
      <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900 ring-1 ring-green-200">
        {message}
      </p>
      <Link href="/login" className="block text-center font-medium text-brand-800 underline underline-offset-2">
        {signIn}
      </Link>
    </div>
  );
}
