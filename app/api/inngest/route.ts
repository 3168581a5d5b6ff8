// GET/POST/PUT /api/inngest – Inngest's endpoint: registers and runs the app's functions
import { serve } from "inngest/next";
import { inngest } from "@/lib/events/inngest-client";
import { functions } from "@/inngest/functions";

export const { GET, POST, PUT } = serve({ client: inngest, functions });
