import { ChevronDown } from "../../components/ui/icons.tsx";
import { useContext, useLayoutEffect, useMemo, useRef, type ReactNode, type Ref } from "react";
import { Controller } from "react-hook-form";
import { Button, ComboBox, ComboBoxStateContext, Group, Input, Label, ListBox, ListBoxItem, PopoverContext, useSlottedContext } from "react-aria-components";
import { describeControl, ErrorList, Field, RequiredMark } from "../../components/ui/forms.tsx";
import { useLang, useT } from "../../i18n/use-t.ts";
import { matchOptions } from "../../lib/destination-options.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import * as styles from "../../components/ui/forms.css.ts";
import * as picker from "./date-picker.css.ts";
import * as place from "./place-field.css.ts";
import type { QuoteFields } from "./quote-fields.ts";

export interface PlaceFieldProps {
  fields: QuoteFields;
  name: "departureAddress" | "destinationAddress";
  label: string;
  /** The browser's autocomplete hint for the plain field (before the page is interactive). */
  autoComplete?: string;
}

/**
 * Departure or destination: a text field in the server-rendered page (works without JavaScript), and a
 * react-aria combo box once the page is interactive, suggesting the site's destinations by city, airport
 * code or country in either language. Any other text is still a valid answer: the value stays the text.
 */
export function PlaceField({ fields, name, label, autoComplete = "off" }: PlaceFieldProps) {
  const t = useT();
  const lang = useLang();
  const hydrated = useHydrated();
  const id = fields.id(name);
  const errors = fields.errorsOf(name);
  return (
    <Controller
      control={fields.control}
      name={name}
      render={({ field }) => {
        const value = String(field.value ?? "");
        if (!hydrated) {
          return (
            <Field id={id} label={label} required errors={errors}>
              {(control) => <input name={name} className={styles.input} defaultValue={value} autoComplete={autoComplete} {...control} />}
            </Field>
          );
        }
        return <PlaceComboBox id={id} name={name} label={label} value={value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} errors={errors} lang={lang} showLabel={t("quote.showPlaces")} />;
      }}
    />
  );
}

interface PlaceComboBoxProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  errors: ReturnType<QuoteFields["errorsOf"]>;
  lang: "en" | "de";
  showLabel: string;
}

function PlaceComboBox({ id, name, label, value, onChange, onBlur, inputRef, errors, lang, showLabel }: PlaceComboBoxProps) {
  // The combo box labels its own parts; the input gets the ids and attributes Field would give a control.
  const { errorId, invalid, describedBy } = describeControl(id, { errors });
  const items = useMemo(() => matchOptions(value, lang), [value, lang]);
  return (
    <ComboBox
      className={styles.field}
      items={items}
      inputValue={value}
      onInputChange={onChange}
      onBlur={onBlur}
      allowsCustomValue
      menuTrigger="input"
      name={name}
      isInvalid={invalid}
      validationBehavior="aria"
    >
      <Label className={styles.label}>
        {label}
        <RequiredMark />
      </Label>
      <Group className={picker.group}>
        <Input id={id} ref={inputRef} className={place.input} aria-describedby={describedBy} />
        <Button className={picker.trigger} aria-label={showLabel}>
          <ChevronDown aria-hidden="true" size={18} />
        </Button>
      </Group>
      <Suggestions>
        <ListBox className={place.listBox}>
          {(option: (typeof items)[number]) => (
            <ListBoxItem id={option.slug} textValue={option.label[lang]} className={place.option}>
              {option.label[lang]}
            </ListBoxItem>
          )}
        </ListBox>
      </Suggestions>
      <ErrorList id={errorId} errors={errors} />
    </ComboBox>
  );
}

/**
 * The suggestions in the page's flow, right under the field, instead of in a popover over the page: while they
 * are open they push the field's error and the next field down rather than covering them. The combo box gets
 * this element as its popover (the public PopoverContext's ref), so a press on a suggestion keeps the field's
 * focus and screen readers are left the field and its list while it is open.
 *
 * A press elsewhere closes the list as it begins (the field loses focus); the list keeps its room until the press
 * ends, so what was pressed (the "Next" button below, say) is still where the press began and gets its click.
 */
function Suggestions({ children }: { children: ReactNode }) {
  const state = useContext(ComboBoxStateContext);
  const popover = useSlottedContext(PopoverContext);
  const open = state?.isOpen ?? false;
  const room = useRef<HTMLDivElement>(null);
  const height = useRef(0);
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    const element = room.current;
    if (!element) return;
    if (open) {
      height.current = element.offsetHeight;
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    if (!pressing) return;
    element.style.minHeight = `${height.current}px`;
    const release = () => setTimeout(() => element.style.removeProperty("min-height"), 0);
    document.addEventListener("pointerup", release, { once: true });
    document.addEventListener("pointercancel", release, { once: true });
  });
  return (
    <div ref={room}>
      <div ref={popover?.ref as Ref<HTMLDivElement> | undefined} hidden={!open} className={place.suggestions} data-testid="place-suggestions">
        {children}
      </div>
    </div>
  );
}

/** Whether a pointer is down anywhere on the page (read when a list closes). */
let pressing = false;
if (typeof document !== "undefined") {
  document.addEventListener("pointerdown", () => (pressing = true), true);
  for (const end of ["pointerup", "pointercancel"]) document.addEventListener(end, () => (pressing = false), true);
}
