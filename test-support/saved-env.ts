// Tests that change process.env put it back as they found it.

/** Remembers these variables now; the returned function restores them (unset ones are deleted). */
export function saveEnv(names: readonly string[]): () => void {
  const saved = names.map((name) => [name, process.env[name]] as const);
  return () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
