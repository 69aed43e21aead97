import { cn } from "./cn";
import type { SelectOption } from "./select";

type Props = {
  legend: string;
  options: SelectOption[];
  selected: string[];
  onChange: (selected: string[]) => void;
  className?: string;
};

/** Several choices as checkbox chips inside a labelled fieldset (role "group" named by the legend). */
export function CheckboxGroup({ legend, options, selected, onChange, className }: Props) {
  function toggle(value: string, isChecked: boolean) {
    // keep the options' order, whatever the click order
    onChange(options.map((o) => o.value).filter((v) => (v === value ? isChecked : selected.includes(v))));
  }

  return (
    <fieldset className={className}>
      <legend className="mb-1 text-sm font-medium text-stone-700">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => {
          const isChecked = selected.includes(o.value);
          return (
            <label
              key={o.value}
              className={cn(
                "inline-flex cursor-pointer items-center gap-1.5 rounded-full px-3 py-1 text-sm ring-1 ring-inset has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                isChecked
                  ? "bg-brand-100 text-brand-900 ring-brand-400"
                  : "bg-white text-stone-700 ring-stone-300 hover:bg-stone-50",
              )}
            >
              <input
                type="checkbox"
                className="size-3.5 accent-brand-600"
                checked={isChecked}
                onChange={(e) => toggle(o.value, e.target.checked)}
              />
              {o.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
