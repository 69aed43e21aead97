import { redirect } from "next/navigation";

import { getSessionUser } from "@/lib/http/auth/session";

// / – the dashboard's home is the overview; strangers go to the login page
export default async function Home() {
  redirect((await getSessionUser()) ? "/overview" : "/login");
}
