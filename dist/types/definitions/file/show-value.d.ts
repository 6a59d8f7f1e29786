/**
 * A value as a problem's sentence shows it: a number as JavaScript writes it (`NaN`, `Infinity`,
 * which JSON cannot), anything else as `describe` does.
 * @example showValue(NaN) // 'NaN'; showValue('yes') // '"yes"'
 */
export declare function showValue(value: unknown): string;
