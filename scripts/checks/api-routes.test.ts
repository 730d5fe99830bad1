import { expect, it } from "vitest";
import { checkApiRoutes, handlersOutsideApiRoute } from "./api-routes";

it("finds a handler exported without apiRoute, in any form", () => {
  expect(handlersOutsideApiRoute("export async function GET(request: Request) {\n  return new Response();\n}\n")).toEqual(["GET"]);
  expect(handlersOutsideApiRoute("export function POST() {}\n")).toEqual(["POST"]);
  expect(handlersOutsideApiRoute("export const DELETE = async () => new Response();\n")).toEqual(["DELETE"]);
  expect(handlersOutsideApiRoute("const handler = () => new Response();\nexport { handler as PUT };\n")).toEqual(["PUT"]);
});

it("accepts handlers declared through apiRoute, with or without route parameters", () => {
  const source = [
    'export const GET = apiRoute({ name: "GET /api/x", role: "viewer" }, async () => Response.json({}));',
    'export const PATCH = apiRoute<{ id: string }>({ name: "PATCH /api/x/{id}", role: "viewer" }, async () => Response.json({}));',
    'export const dynamic = "force-dynamic";',
  ].join("\n");
  expect(handlersOutsideApiRoute(source)).toEqual([]);
});

it("finds no route in this project outside apiRoute", () => {
  expect(checkApiRoutes(process.cwd())).toEqual([]);
});
