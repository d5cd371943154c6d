export declare const LIMITS_OUT_OF_THE_WAY: Readonly<Record<string, string>>;
