// Lets unit tests import server-only modules; Next enforces the real boundary at build time.
export {};
