import "server-only";

// Reads a body whole, but never more than `maxBytes`: a declared length past the cap is
// refused before reading, and a stream that runs past it is cancelled. Both the upstream's
// answers and the sign-in form are read this way.

/** The body as text, or null when it is larger than `maxBytes`. */
export async function readCapped(body: ReadableStream<Uint8Array> | null, declaredLength: string | null, maxBytes: number): Promise<string | null> {
  if (declaredLength !== null && !(Number(declaredLength) <= maxBytes)) return null;
  if (!body) return "";
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
