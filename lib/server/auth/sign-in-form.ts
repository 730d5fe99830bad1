import "server-only";
import { MAX_NEXT_LENGTH } from "./safe-next";

// The sign-in form, read with every size bounded before anything is parsed: the body
// (declared or streamed) and each field. The form in app/sign-in/page.tsx sends a few
// hundred bytes; anything far larger is not a sign-in.

export const MAX_FORM_BYTES = 4096;
export const MAX_NAME_LENGTH = 64;
// bcrypt reads 72 bytes; a longer password only costs the server.
export const MAX_PASSWORD_LENGTH = 256;

export type SignInForm = { name: string; password: string; next: string };
export type FormProblem = { status: 413 | 415 | 400; message: string };

async function readCapped(request: Request): Promise<string | null> {
  const declared = request.headers.get("content-length");
  if (declared !== null && !(Number(declared) <= MAX_FORM_BYTES)) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FORM_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export async function readSignInForm(request: Request): Promise<SignInForm | FormProblem> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return { status: 415, message: "The sign-in form is sent as application/x-www-form-urlencoded." };
  const body = await readCapped(request).catch(() => null);
  if (body === null) return { status: 413, message: `The sign-in form is larger than ${MAX_FORM_BYTES} bytes.` };
  const form = new URLSearchParams(body);
  const name = (form.get("name") ?? "").trim();
  const password = form.get("password") ?? "";
  const next = form.get("next") ?? "/";
  if (name.length > MAX_NAME_LENGTH || password.length > MAX_PASSWORD_LENGTH || next.length > MAX_NEXT_LENGTH)
    return { status: 413, message: "A field of the sign-in form is too long." };
  return { name, password, next };
}
