/**
 * Turns a posted HTML form (the no-JavaScript path) into the same JSON payload the API takes.
 * Field names use the payload's dotted paths (`dimensions.length`, `additionalPets.0.weight`),
 * exactly as react-hook-form registers them, so one form markup serves both paths.
 */

type Json = Record<string, unknown>;

function setPath(target: Json, path: string, value: unknown) {
  const keys = path.split(".");
  let node: Json | unknown[] = target;
  keys.forEach((key, index) => {
    const last = index === keys.length - 1;
    const nextIsIndex = /^\d+$/.test(keys[index + 1] ?? "");
    const slot = node as Record<string, unknown>;
    if (last) slot[key] = value;
    else {
      slot[key] ??= nextIsIndex ? [] : {};
      node = slot[key] as Json;
    }
  });
}

const numeric = /(^|\.)(weight|length|width|height)$/;
const booleans = /(^|\.)(isSnubNose|needPickup|needDelivery|hasOwnCrate)$/;

/** Strings for text fields, numbers for measurements (empty → absent), booleans for checkboxes. */
export function formToPayload(form: FormData, fields?: (name: string) => boolean): Json {
  const payload: Json = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" || (fields && !fields(name))) continue;
    if (numeric.test(name)) {
      if (value.trim() !== "") setPath(payload, name, Number(value.replace(",", ".")));
    } else if (booleans.test(name)) {
      setPath(payload, name, value === "on" || value === "true");
    } else {
      setPath(payload, name, value);
    }
  }
  for (const name of ["isSnubNose", "needPickup", "needDelivery", "hasOwnCrate"]) payload[name] ??= false;
  if (Array.isArray(payload.additionalPets)) {
    payload.additionalPets = (payload.additionalPets as Json[]).filter(Boolean).map((pet) => ({ isSnubNose: false, ...pet }));
  }
  return payload;
}
