import { useId } from 'react';
import classes from './view-toggle.module.css';

interface ViewToggleProps<V extends string> {
  /** The group's accessible name ("Affichage"). */
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

/**
 * The choice of a list's view (list or map, feed or grid): native radio buttons drawn as one
 * segmented control. Mantine's SegmentedControl does the same with 2.8 KB of script in the search's
 * and the explorer's first visit (web/README.md, "Size budget"); this is CSS.
 */
export function ViewToggle<V extends string>({ label, value, options, onChange }: ViewToggleProps<V>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.root}>
      {options.map((option) => (
        <label key={option.value} className={classes.option} data-checked={option.value === value || undefined}>
          <input type="radio" className={classes.input} name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </div>
  );
}
