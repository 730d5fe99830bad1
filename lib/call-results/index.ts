// The contract. Client components import from ./constants and ./list-query directly:
// ./schemas pulls in zod, which the browser does not need.
export * from "./constants";
export * from "./fields";
export * from "./list-query";
export * from "./schemas";
