/**
 * The one description of the service's events (docs/data-api.md, "Visitor event").
 * TypeScript types, validation, both encoders and both parsers derive from this table; nothing
 * else in the code base lists event types, field names, wire types or limits.
 */
/**
 * Wire types of the spec. `int32[]` is "JSON array of int32"; `metadata` and `countMap` are the
 * two "JSON object" shapes (CONVERSION.metadata and CUSTOMDATA.valuesCountMap).
 */
export type WireType = 'string' | 'int32' | 'int64' | 'float64' | 'boolean' | 'int32[]' | 'metadata' | 'countMap';
/**
 * What the table says about one field. Lengths count characters (Unicode code points). Only rules
 * the spec states are here: units (Kelvin, percentage, hPa, milliseconds) and "configured index"
 * give no range the service is known to enforce, so numbers are checked against their wire type only.
 */
export interface FieldSpec {
    readonly type: WireType;
    /** The field must be present. */
    readonly required?: boolean;
    /** Longest string (characters), or most array items / object keys. */
    readonly max?: number;
    /** Allowed string values. */
    readonly enum?: readonly string[];
    /** The string must match (hex nonce, language tag, absolute URL). */
    readonly pattern?: RegExp;
    /** Another name the parsers accept for this field (the spec's `herf`). */
    readonly alias?: string;
    /** The field is only valid when another field holds this value. */
    readonly onlyWhen?: {
        readonly field: string;
        readonly equals: number;
    };
    /** metadata: most values per id, longest value. countMap: longest key. */
    readonly itemMax?: number;
    readonly itemMaxLength?: number;
    /** countMap: the key limit when the named Boolean field is true (mappingIdentifier). */
    readonly itemMaxLengthWhen?: {
        readonly field: string;
        readonly max: number;
    };
}
/** Body size limit of `POST /visit/events` ("3 MB"; decimal megabytes, the safe reading). */
export declare const MAX_BODY_BYTES = 3000000;
/** Largest body that a beacon or a keepalive fetch may carry (Chromium's in-flight quota). */
export declare const KEEPALIVE_MAX_BYTES = 65536;
/** The longest address a field may hold (`href`, `canonicalHref`, `referrerHref`, …): 2048 characters. */
export declare const MAX_URL_LENGTH = 2048;
/** The longest PAGE `title`: 256 characters. */
export declare const MAX_TITLE_LENGTH = 256;
/** Fields every event carries. */
export declare const COMMON_FIELDS: {
    readonly eventType: {
        readonly type: "string";
        readonly required: true;
    };
    readonly nonce: {
        readonly type: "string";
        readonly required: true;
        readonly pattern: RegExp;
    };
    readonly visitorCode: {
        readonly type: "string";
        readonly required: true;
        readonly max: 100;
    };
};
/** The spec's limit on PAGE `keyPageIndices` and `referrerIndices`, in items. */
export declare const MAX_INDICES = 256;
/** Every event type of the spec and its own fields, in the order encoders write them. */
export declare const EVENT_TABLE: {
    readonly STATICDATA: {
        readonly visitNumber: {
            readonly type: "int32";
        };
        readonly timeSincePreviousVisit: {
            readonly type: "int64";
        };
        readonly browser: {
            readonly type: "string";
            readonly max: 100;
        };
        readonly browserIndex: {
            readonly type: "int32";
        };
        readonly browserVersion: {
            readonly type: "float64";
        };
        readonly os: {
            readonly type: "string";
            readonly max: 100;
        };
        readonly osIndex: {
            readonly type: "int32";
        };
        readonly screenWidth: {
            readonly type: "int32";
        };
        readonly screenHeight: {
            readonly type: "int32";
        };
        readonly localeLanguageTag: {
            readonly type: "string";
            readonly pattern: RegExp;
        };
        readonly deviceType: {
            readonly type: "string";
            readonly enum: readonly ["DESKTOP", "TABLET", "PHONE"];
        };
    };
    readonly PAGE: {
        readonly href: {
            readonly type: "string";
            readonly max: 2048;
            readonly required: true;
            readonly pattern: RegExp;
            readonly alias: "herf";
        };
        readonly canonicalHref: {
            readonly type: "string";
            readonly max: 2048;
        };
        readonly title: {
            readonly type: "string";
            readonly max: 256;
        };
        readonly keyPageIndices: {
            readonly type: "int32[]";
            readonly max: 256;
        };
        readonly referrerHref: {
            readonly type: "string";
            readonly max: 2048;
        };
        readonly referrerIndices: {
            readonly type: "int32[]";
            readonly max: 256;
        };
    };
    readonly CONVERSION: {
        readonly goalId: {
            readonly type: "int64";
            readonly required: true;
        };
        readonly revenue: {
            readonly type: "float64";
        };
        readonly negative: {
            readonly type: "boolean";
        };
        readonly metadata: {
            readonly type: "metadata";
            readonly max: 256;
            readonly itemMax: 256;
            readonly itemMaxLength: 2048;
        };
    };
    readonly TARGETINGSEGMENT: {
        readonly id: {
            readonly type: "int64";
            readonly required: true;
        };
    };
    readonly EXPERIMENT: {
        readonly id: {
            readonly type: "int64";
            readonly required: true;
        };
        readonly variationId: {
            readonly type: "int64";
            readonly required: true;
        };
    };
    readonly PERSONALIZATION: {
        readonly id: {
            readonly type: "int64";
            readonly required: true;
        };
        readonly variationId: {
            readonly type: "int64";
            readonly required: true;
        };
        readonly unexpositionCause: {
            readonly type: "string";
            readonly enum: readonly ["GLOBAL_EXCLUSION", "PERSONALIZATION_CAPPING", "SCHEDULE", "PERSONALIZATION_EXCLUSION", "VISITOR_CAPPING", "SCENARIO", "PRIORITY"];
            readonly onlyWhen: {
                readonly field: "variationId";
                readonly equals: 0;
            };
        };
    };
    readonly WEATHER: {
        readonly temperature: {
            readonly type: "float64";
            readonly required: true;
        };
        readonly humidity: {
            readonly type: "float64";
            readonly required: true;
        };
        readonly pressure: {
            readonly type: "float64";
            readonly required: true;
        };
        readonly windSpeed: {
            readonly type: "float64";
            readonly required: true;
        };
        readonly cloudiness: {
            readonly type: "float64";
            readonly required: true;
        };
        readonly sunriseTime: {
            readonly type: "int64";
            readonly required: true;
        };
        readonly sunsetTime: {
            readonly type: "int64";
            readonly required: true;
        };
        readonly weatherCode: {
            readonly type: "string";
            readonly max: 100;
        };
    };
    readonly CUSTOMDATA: {
        readonly index: {
            readonly type: "int32";
            readonly required: true;
        };
        readonly mappingIdentifier: {
            readonly type: "boolean";
        };
        readonly valuesCountMap: {
            readonly type: "countMap";
            readonly required: true;
            readonly max: 256;
            readonly itemMaxLength: 2048;
            readonly itemMaxLengthWhen: {
                readonly field: "mappingIdentifier";
                readonly max: 100;
            };
        };
        readonly overwrite: {
            readonly type: "boolean";
        };
    };
    readonly PRODUCT: {
        readonly ean: {
            readonly type: "string";
            readonly required: true;
            readonly max: 100;
        };
    };
    readonly GEOLOCATION: {
        readonly country: {
            readonly type: "string";
            readonly max: 100;
        };
        readonly region: {
            readonly type: "string";
            readonly max: 100;
        };
        readonly city: {
            readonly type: "string";
            readonly max: 100;
        };
        readonly postalCode: {
            readonly type: "string";
            readonly max: 100;
        };
        readonly latitude: {
            readonly type: "float64";
        };
        readonly longitude: {
            readonly type: "float64";
        };
    };
};
/** The ten event types, upper case as the spec writes them. */
export type EventType = keyof typeof EVENT_TABLE;
/** The ten event types, in the spec's order. */
export declare const EVENT_TYPES: EventType[];
/** Looks up the own fields of an event type; undefined for an unknown type. */
export declare function getEventFields(eventType: string): Readonly<Record<string, FieldSpec>> | undefined;
