import "server-only";
import { createHash } from "node:crypto";

// A user's id (SessionUser.id, issue #39): what their notes, reviews and saved views belong
// to, where the name is only a label that may come back for someone else.
// - A local user: a random UUID made when the user is added (store/users.ts), kept when the
//   user is replaced (a new password or role), gone with the user.
// - OpenID Connect: the issuer's `sub`, which a provider never reassigns (an e-mail address
//   may be), hashed with the issuer to a fixed length.
// - A trusted proxy, and the anonymous admin without sign-in: "name:" and the name, as the
//   proxy says nothing more. Migration 018 gave the same id to what a name with no local
//   user wrote before ids existed, so it stays editable only where names are the identity.

/** The id of a user known only by name. */
export const nameId = (name: string) => `name:${name}`;

export const oidcId = (issuer: string, sub: string) => `oidc:${createHash("sha256").update(`${issuer}\n${sub}`).digest("base64url").slice(0, 32)}`;
