import { z } from "zod";
import { ROLES } from "@/lib/access/roles";

/** A member's role, as the dashboard API and the CLI take it. */
export const roleSchema = z
  .enum(ROLES, { error: `Unknown role; use one of ${ROLES.join(", ")}` })
  .meta({ description: "The member's role." });
