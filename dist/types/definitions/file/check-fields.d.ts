import type { Problem } from '../../wire/event-types.js';
/** The wire types of the spec's resource tables, as a definitions file holds them (JSON). */
export type FieldKind = 'string' | 'boolean' | 'int32' | 'int64' | 'double' | 'date-time' | 'int64[]' | 'string[]';
/**
 * How one field of a resource is checked: its kind; whether the spec requires it; whether `null`
 * stands for "none" (the Goal type's `description` and `params`); the values of an enum; and a
 * pattern with the sentence that describes it.
 * @example const rule: FieldRule = { kind: 'string', required: true, values: ['ACTIVE', 'INACTIVE'] };
 */
export interface FieldRule {
    kind: FieldKind;
    required?: boolean;
    nullable?: boolean;
    values?: readonly string[];
    pattern?: {
        test: RegExp;
        says: string;
    };
}
/**
 * Reads a field only when it is the record's own (a patched `Object.prototype` supplies nothing);
 * `undefined` when it is absent.
 * @example ownField({ id: 1 }, 'id') // 1; ownField({}, 'toString') // undefined
 */
export declare function ownField(record: object, name: string): unknown;
/**
 * Checks the fields of one resource against their rules and adds a problem for each one missing,
 * of the wrong kind, outside its enum or its pattern. `at` is the record's path in the file
 * (`goals[3]`), `label` names it in each sentence (`goal 10021`).
 * @example checkFields({ name: 7 }, { name: { kind: 'string', required: true } }, 'goals[0]', 'goal 1', problems) // problems: goals[0].name: goal 1: must be a string, got 7
 */
export declare function checkFields(record: object, rules: Record<string, FieldRule>, at: string, label: string, problems: Problem[]): void;
/**
 * A value as a problem's sentence shows it: JSON where it can be (cut at 60 characters), else its type.
 * @example describe('yes') // '"yes"'; describe([1, 'a']) // '[1,"a"]'
 */
export declare function describe(value: unknown): string;
