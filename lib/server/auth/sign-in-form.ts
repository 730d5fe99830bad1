import "server-only";
import { readCapped } from "../http/request-body";
import { MAX_NEXT_LENGTH } from "./safe-next";

// The sign-in form, read with every size bounded before anything is parsed: the body
// (declared or streamed) and each field. The form in app/sign-in/page.tsx sends a few
// hundred bytes; anything far larger is not a sign-in.

const MAX_FORM_BYTES = 4096;
export const MAX_NAME_LENGTH = 64;
// bcrypt reads 72 bytes; a longer password only costs the server.
export const MAX_PASSWORD_LENGTH = 256;

export type SignInForm = { name: string; password: string; next: string };
export type FormProblem = { status: 413 | 415 | 400; message: string };

export async function readSignInForm(request: Request): Promise<SignInForm | FormProblem> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return { status: 415, message: "The sign-in form is sent as application/x-www-form-urlencoded." };
  const body = await readCapped(request.body, request.headers.get("content-length"), MAX_FORM_BYTES).catch(() => null);
  if (body === null) return { status: 413, message: `The sign-in form is larger than ${MAX_FORM_BYTES} bytes.` };
  const form = new URLSearchParams(body);
  const name = (form.get("name") ?? "").trim();
  const password = form.get("password") ?? "";
  const next = form.get("next") ?? "/";
  if (name.length > MAX_NAME_LENGTH || password.length > MAX_PASSWORD_LENGTH || next.length > MAX_NEXT_LENGTH)
    return { status: 413, message: "A field of the sign-in form is too long." };
  return { name, password, next };
}
