import { randomInt } from "node:crypto";
import type { TranscriptMessage } from "@/lib/schemas/call";

// Plausible call content from templates and random choices: no network, no model. Each
// scenario is a short dialogue; longer calls repeat its middle with small-talk follow-ups.

type Scenario = {
  topic: string;
  opening: string;
  exchange: [caller: string, assistant: string][];
  closing: [caller: string, assistant: string];
  summary: (caller: string, detail: string) => string;
  details: string[];
};

const CALLER_NAMES = ["Maria", "James", "Aisha", "Tom", "Priya", "Lukas", "Sofia", "Daniel", "Mei", "Omar"];

const SCENARIOS: Scenario[] = [
  {
    topic: "appointment",
    opening: "I'd like to book an appointment, please.",
    exchange: [
      ["Do you have anything {detail}?", "Let me check the calendar. Yes, {detail} is available. Shall I reserve it for you?"],
      ["Yes, please. What do I need to bring?", "Just a photo ID and, if you have one, your customer number."],
      ["Can I get a reminder?", "Of course. You'll receive a text message reminder the day before."],
    ],
    closing: ["Perfect, thank you.", "You're all set. We look forward to seeing you."],
    summary: (caller, detail) => `${caller} booked an appointment for ${detail}. A text reminder will be sent the day before.`,
    details: ["Tuesday at 10 am", "Thursday afternoon", "next Monday at 9:30", "Friday at 2 pm"],
  },
  {
    topic: "opening hours",
    opening: "What are your opening hours?",
    exchange: [
      ["Are you open {detail}?", "Yes, we're open {detail}, from 9 am to 5 pm."],
      ["Is there parking nearby?", "There's a public car park right next to the building, free for the first hour."],
      ["Do I need an appointment to drop by?", "No appointment is needed for general questions; just come in."],
    ],
    closing: ["Great, that's all I needed.", "Happy to help. Have a nice day!"],
    summary: (caller, detail) => `${caller} asked about opening hours (${detail}) and parking. No follow-up needed.`,
    details: ["on Saturday", "on public holidays", "this weekend", "on Monday morning"],
  },
  {
    topic: "order status",
    opening: "I'm calling about an order I placed last week.",
    exchange: [
      ["The order number is {detail}.", "Thank you. Order {detail} has shipped and should arrive within two business days."],
      ["Can I change the delivery address?", "The parcel is already with the carrier, but I can send you the tracking link to redirect it."],
      ["Yes, please send it by e-mail.", "Done. The tracking link is on its way to the e-mail address on file."],
    ],
    closing: ["Thanks for sorting that out.", "You're welcome. Is there anything else I can do?"],
    summary: (caller, detail) => `${caller} asked about order ${detail}; it has shipped. A tracking link was e-mailed.`,
    details: ["A-10482", "A-20931", "B-55120", "C-70066"],
  },
  {
    topic: "pricing",
    opening: "How much does {detail} cost?",
    exchange: [
      ["And what is included in {detail}?", "{detail} includes the initial consultation and one follow-up visit."],
      ["Are there any discounts?", "New customers get ten percent off their first booking."],
      ["Can I pay by card?", "Yes, we accept all major cards and contactless payments."],
    ],
    closing: ["I'll think about it and call back.", "Sounds good. I've noted your interest; call any time."],
    summary: (caller, detail) => `${caller} asked about the price of ${detail} and the new-customer discount; may call back.`,
    details: ["the standard package", "a consultation", "the premium service", "a first visit"],
  },
  {
    topic: "reschedule",
    opening: "I need to move my appointment.",
    exchange: [
      ["Could we do {detail} instead?", "Let me look. Yes, {detail} works. I've moved your appointment."],
      ["Will I get a new confirmation?", "Yes, a new confirmation is on its way by text message."],
      ["Is there a fee for changing it?", "No, changes more than 24 hours ahead are free of charge."],
    ],
    closing: ["Thank you, that's a relief.", "No problem at all. See you then."],
    summary: (caller, detail) => `${caller} rescheduled an appointment to ${detail}; a new confirmation was sent. No fee.`,
    details: ["Wednesday at 11", "next Friday morning", "the 14th at 3 pm", "Monday afternoon"],
  },
];

const FOLLOW_UPS: [caller: string, assistant: string][] = [
  ["Sorry, could you repeat that?", "Of course. {last}"],
  ["One more question.", "Sure, go ahead."],
  ["Let me just write that down.", "Take your time."],
  ["Okay, I understand.", "Great. Is there anything else about that?"],
];

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)];
const fill = (text: string, detail: string) => text.replaceAll("{detail}", detail);
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type Conversation = { messages: TranscriptMessage[]; summary: string; topic: string };

/**
 * A transcript and summary for a call of `duration` seconds that started at `startedAt`:
 * about one message per 12 seconds (at least 4, at most 60), spread over the call.
 */
export function generateConversation({
  assistantName,
  duration,
  startedAt,
}: {
  assistantName: string;
  duration: number;
  startedAt: Date;
}): Conversation {
  const scenario = pick(SCENARIOS);
  const detail = pick(scenario.details);
  const caller = pick(CALLER_NAMES);
  const target = Math.min(60, Math.max(4, Math.round(duration / 12)));

  const lines: [TranscriptMessage["role"], string][] = [
    ["assistant", `Hello, you've reached ${assistantName}. How can I help you today?`],
    ["caller", `Hi, this is ${caller}. ${capitalize(fill(scenario.opening, detail))}`],
  ];
  let turn = 0;
  while (lines.length < target - 2) {
    const [callerLine, assistantLine] =
      turn < scenario.exchange.length ? scenario.exchange[turn] : pick(FOLLOW_UPS);
    const last = lines[lines.length - 1][1];
    lines.push(["caller", capitalize(fill(callerLine, detail))]);
    lines.push(["assistant", capitalize(fill(assistantLine, detail).replace("{last}", last))]);
    turn++;
  }
  lines.push(["caller", scenario.closing[0]], ["assistant", scenario.closing[1]]);

  const step = lines.length > 1 ? (duration * 1000) / (lines.length - 1) : 0;
  const messages = lines.map(([role, text], index) => ({
    role,
    text,
    at: new Date(startedAt.getTime() + Math.round(index * step)).toISOString(),
  }));
  return { messages, summary: scenario.summary(caller, detail), topic: scenario.topic };
}
