/**
 * Turns a posted HTML form (the no-JavaScript path) into the same JSON payload the API takes.
 * Field names use the payload's dotted paths (`dimensions.length`, `additionalPets.0.weight`),
 * exactly as react-hook-form registers them, so one form markup serves both paths.
 *
 * Form field names come from strangers, so the payload is built only from an allow-list derived
 * from the payload's zod schema: a name is used only when every segment names a field of the
 * schema (list positions only below the list's maximum), containers have no prototype, paths are
 * short and only the first `MAX_FORM_FIELDS` entries are read. Anything else is ignored.
 */
import type { z } from "zod";

export type FieldTree =
  | { kind: "text" | "number" | "boolean" }
  | { kind: "object"; fields: ReadonlyMap<string, FieldTree> }
  | { kind: "list"; item: FieldTree; max: number };

/** More fields than any real form has (eleven pets with all their fields stay far below). */
export const MAX_FORM_FIELDS = 250;
const MAX_NAME_LENGTH = 100;
const MAX_DEPTH = 4;

/** The parts of a JSON Schema (as zod writes one) that say which fields a form may post. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  maxItems?: number;
  anyOf?: JsonSchema[];
}

/**
 * The fields a schema accepts, as a tree, read from the schema's JSON Schema for its input (zod's
 * public `toJSONSchema`): wrappers (optional, default, nullable, pipes, transforms) are already
 * looked through there, and a type it cannot describe is refused. A list must have a maximum
 * length, so no request can ask for an unbounded one.
 */
export function fieldTree(schema: z.ZodType, extra: Record<string, FieldTree> = {}): FieldTree {
  return treeOf(schema.toJSONSchema({ io: "input", unrepresentable: "throw" }) as JsonSchema, extra);
}

function treeOf(json: JsonSchema, extra: Record<string, FieldTree> = {}): FieldTree {
  // A nullable field is "that type or null"; a form posts the type.
  const options = json.anyOf?.filter((option) => option.type !== "null");
  if (options) {
    if (options.length !== 1) throw new Error("Form schemas cannot contain a union field.");
    return treeOf(options[0]!, extra);
  }
  switch (json.type) {
    case "string":
      return { kind: "text" };
    case "number":
    case "integer":
      return { kind: "number" };
    case "boolean":
      return { kind: "boolean" };
    case "object":
      return { kind: "object", fields: new Map([...Object.entries(json.properties ?? {}).map(([key, value]) => [key, treeOf(value)] as const), ...Object.entries(extra)]) };
    case "array":
      if (json.maxItems === undefined || !json.items) throw new Error("A list in a form schema needs a maximum length.");
      return { kind: "list", item: treeOf(json.items), max: json.maxItems };
    default:
      throw new Error(`Form schemas cannot contain a ${json.type ?? "typeless"} field.`);
  }
}

/** `tree` without some of its top-level fields: fields a form posts as files, which are read apart. */
export function withoutFields(tree: FieldTree, names: readonly string[]): FieldTree {
  if (tree.kind !== "object") return tree;
  return { kind: "object", fields: new Map([...tree.fields].filter(([name]) => !names.includes(name))) };
}

type Container = Record<string, unknown> | unknown[];
const emptyObject = () => Object.create(null) as Record<string, unknown>;
const listIndex = /^(0|[1-9]\d{0,2})$/;

/** Where a dotted name leads in the tree: the leaf and the keys to it, or undefined when not allowed. */
function resolve(tree: FieldTree, name: string): { leaf: FieldTree; keys: Array<string | number> } | undefined {
  if (name.length > MAX_NAME_LENGTH) return undefined;
  const segments = name.split(".");
  if (segments.length > MAX_DEPTH) return undefined;
  const keys: Array<string | number> = [];
  let node = tree;
  for (const segment of segments) {
    if (node.kind === "object") {
      const next = node.fields.get(segment);
      if (!next) return undefined;
      keys.push(segment);
      node = next;
    } else if (node.kind === "list") {
      if (!listIndex.test(segment) || Number(segment) >= node.max) return undefined;
      keys.push(Number(segment));
      node = node.item;
    } else {
      return undefined;
    }
  }
  return node.kind === "object" || node.kind === "list" ? undefined : { leaf: node, keys };
}

/** Strings for text fields, numbers for measurements (empty → absent), booleans for checkboxes. */
function leafValue(leaf: FieldTree, value: string): unknown {
  if (leaf.kind === "boolean") return value === "on" || value === "true";
  if (leaf.kind !== "number") return value;
  if (value.trim() === "") return undefined;
  const number = Number(value.replace(",", "."));
  // Text that is no number stays text: validation names the field and the form shows what was typed.
  return Number.isFinite(number) ? number : value;
}

function place(root: Record<string, unknown>, tree: FieldTree, keys: Array<string | number>, value: unknown) {
  let container: Container = root;
  let node = tree;
  keys.forEach((key, index) => {
    node = node.kind === "object" ? node.fields.get(key as string)! : node.kind === "list" ? node.item : node;
    const slot = container as Record<string | number, unknown>;
    if (index === keys.length - 1) {
      slot[key] = value;
      return;
    }
    slot[key] ??= node.kind === "list" ? [] : emptyObject();
    container = slot[key] as Container;
  });
}

/** Unchecked checkboxes are not posted: every boolean of an object present in the payload is false unless posted. */
function finish(node: FieldTree, value: unknown): unknown {
  if (node.kind === "object") {
    const object = value as Record<string, unknown>;
    for (const [key, child] of node.fields) {
      if (child.kind === "boolean") object[key] ??= false;
      else if (object[key] !== undefined) object[key] = finish(child, object[key]);
    }
    return object;
  }
  if (node.kind === "list") {
    // Positions may be skipped (a removed pet); the list closes its gaps.
    return (value as unknown[]).filter((item) => item !== undefined).map((item) => finish(node.item, item));
  }
  return value;
}

/** The payload of a posted form, built only from the fields `tree` allows. */
export function formToPayload(form: FormData, tree: FieldTree): Record<string, unknown> {
  const payload = emptyObject();
  let read = 0;
  for (const [name, value] of form.entries()) {
    if (++read > MAX_FORM_FIELDS) break;
    if (typeof value !== "string") continue;
    const target = resolve(tree, name);
    if (!target) continue;
    const parsed = leafValue(target.leaf, value);
    if (parsed !== undefined) place(payload, tree, target.keys, parsed);
  }
  return finish(tree, payload) as Record<string, unknown>;
}
