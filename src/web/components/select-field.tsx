interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  value: T;
  /** The choices, in order, e.g. `CUISINE_FILTERS`. */
  options: readonly T[];
  /** The text shown for a choice; the choice itself by default. */
  optionLabel?: (option: T) => string;
  onChange: (value: T) => void;
}

/** A labelled select over a fixed list of choices, as the filter bars use. */
export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  optionLabel = (option) => option,
  onChange,
}: SelectFieldProps<T>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
