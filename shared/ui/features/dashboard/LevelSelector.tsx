import { SUMMARY_LEVEL_INFO, SUMMARY_LEVELS, type SummaryLevel } from '../../../domain/index.ts';

/** Summary length 1–5 as a radio group: arrow keys move between levels, each says its name and share. */
export function LevelSelector({
  value,
  onChange,
  disabled,
}: {
  value: SummaryLevel;
  onChange(level: SummaryLevel): void;
  disabled?: boolean;
}) {
  return (
    <fieldset disabled={disabled} className="mt-5">
      <legend className="text-sm font-semibold text-slate-800">Summary length</legend>
      <div className="mt-2 grid grid-cols-5 gap-1.5">
        {SUMMARY_LEVELS.map((level) => {
          const info = SUMMARY_LEVEL_INFO[level];
          const checked = level === value;
          return (
            <label
              key={level}
              className={`flex min-w-0 cursor-pointer flex-col items-center rounded-lg border px-0.5 py-2 text-center text-[11px] sm:text-xs transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-600 ${
                checked
                  ? 'border-sky-600 bg-sky-50 text-sky-900'
                  : 'border-slate-200 text-slate-700 hover:border-sky-300'
              }`}
            >
              <input
                type="radio"
                name="summary-level"
                value={level}
                checked={checked}
                onChange={() => onChange(level)}
                className="sr-only"
                aria-label={`${level} ${info.name}, ${info.rangePercent[0]}–${info.rangePercent[1]}% of the original`}
              />
              <span className="text-base font-bold">{level}</span>
              <span className="font-medium leading-tight break-words hyphens-auto">{info.name}</span>
              <span className="hidden text-slate-600 sm:block">
                {info.rangePercent[0]}–{info.rangePercent[1]}%
              </span>
            </label>
          );
        })}
      </div>
      <p className="mt-2 text-xs text-slate-600">
        {SUMMARY_LEVEL_INFO[value].name}: about {SUMMARY_LEVEL_INFO[value].rangePercent[0]}–
        {SUMMARY_LEVEL_INFO[value].rangePercent[1]}% of the original. {SUMMARY_LEVEL_INFO[value].description}.
      </p>
    </fieldset>
  );
}
