import { parseDate, type CalendarDate } from "@internationalized/date";
import { ChevronLeft, ChevronRight, CalendarDays } from "../../components/ui/icons.tsx";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
} from "react-aria-components";
import { describeControl, ErrorList, Field, RequiredMark, type ListOfErrors } from "../../components/ui/forms.tsx";
import { useLang, useT } from "../../i18n/use-t.ts";
import { formatLongDate } from "../../i18n/format.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import * as styles from "../../components/ui/forms.css.ts";
import * as picker from "./date-picker.css.ts";

export interface TravelDateFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  errors?: ListOfErrors;
  /** The window's first and last day (src/lib/travel-window.ts). */
  min: string;
  max: string;
  /** The calendar's last day (31 December of next year); a later day up to `max` can be typed. */
  calendarMax: string;
}

function parse(value: string): CalendarDate | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

/**
 * Travel date: a native date input in the server-rendered page (works without JavaScript), and the
 * react-aria date picker once the page is interactive. Both take the travel-date window `min`–`max`
 * (src/lib/travel-window.ts, two years ahead). The calendar shows no month before the current one and
 * none after December of next year (`calendarMax`); a later date in the window can be typed
 * (docs/requirements.md §5).
 */
export function TravelDateField({ id, value, onChange, onBlur, errors, min, max, calendarMax }: TravelDateFieldProps) {
  const t = useT();
  const lang = useLang();
  const hydrated = useHydrated();
  const label = t("quote.travelDate");
  const hint = t("quote.travelDateHint", { last: formatLongDate(max, lang) });

  if (!hydrated) {
    return (
      <Field id={id} label={label} required hint={hint} errors={errors}>
        {(control) => <input name="travelDate" type="date" className={styles.input} min={min} max={max} defaultValue={value} {...control} />}
      </Field>
    );
  }

  // The date picker labels its own parts; it gets the ids and attributes Field would give a control.
  const { hintId, errorId, invalid, describedBy } = describeControl(id, { hint: true, errors });
  return (
    <I18nProvider locale={lang === "de" ? "de-DE" : "en-US"}>
      <DatePicker
        className={styles.field}
        value={parse(value)}
        onChange={(date) => onChange(date ? date.toString() : "")}
        onBlur={onBlur}
        minValue={parseDate(min)}
        maxValue={parseDate(max)}
        isInvalid={invalid}
        name="travelDate"
        aria-describedby={describedBy}
        data-testid="travel-date"
      >
        <Label className={styles.label}>
          {label}
          <RequiredMark />
        </Label>
        {/* The id an error summary's link leads to; it focuses the first segment inside. */}
        <Group className={picker.group} id={id}>
          <DateInput className={picker.dateInput}>{(segment) => <DateSegment segment={segment} className={picker.segment} />}</DateInput>
          <Button className={picker.trigger} aria-label={t("quote.chooseDate")}>
            <CalendarDays aria-hidden="true" size={18} />
          </Button>
        </Group>
        <p id={hintId} className={styles.hint}>{hint}</p>
        <ErrorList id={errorId} errors={errors} />
        <Popover className={picker.popover}>
          <Dialog className={picker.dialog}>
            {/* Its own last day wins over the picker's (the window's) for what the calendar shows. */}
            <Calendar maxValue={parseDate(calendarMax)}>
              <header className={picker.header}>
                <Button slot="previous" className={picker.nav}><ChevronLeft aria-hidden="true" size={18} /></Button>
                <Heading className={picker.heading} />
                <Button slot="next" className={picker.nav}><ChevronRight aria-hidden="true" size={18} /></Button>
              </header>
              <CalendarGrid className={picker.grid}>{(date) => <CalendarCell date={date} className={picker.cell} />}</CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}
