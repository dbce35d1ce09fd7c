/**
 * A labelled select of a GET filter form that submits its form when changed (with
 * JavaScript; without it, the form's Search button applies it). Keyed by its value so a
 * navigation that changes the value from elsewhere resets it.
 */
export function AutoSubmitSelect<V extends string>({
  id,
  name,
  label,
  value,
  options,
  labels,
}: {
  id: string;
  name: string;
  label: string;
  value: V;
  options: readonly V[];
  labels: Readonly<Record<V, string>>;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        key={value}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm dark:border-slate-600 dark:bg-slate-900"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
