/**
 * Any value JSON can carry. Map data is free-form JSON: nested objects and Booleans allowed.
 * @example const data: JsonObject = { plan: 'pro', seats: 3, beta: true, address: { city: 'Lyon' } };
 */
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
/**
 * A JSON object: what the map stores per key.
 * @example const record: JsonObject = { beta: true };
 */
export type JsonObject = {
    [key: string]: JsonValue;
};
