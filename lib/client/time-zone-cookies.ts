// Cookie names of the time-zone setting, read by the server layout and written by the
// client (kept out of the "use client" module so the server gets plain strings).
export const TZ_MODE_COOKIE = "crd-tz";
export const TZ_NAME_COOKIE = "crd-tz-name";
