import { randomInt } from "node:crypto";
import type { TranscriptMessage } from "@/lib/schemas/call";

// Plausible call content from templates and random choices: no network, no model. Each
// scenario is a short dialogue; longer calls add general asides, never repeating one.

type Scenario = {
  topic: string;
  opening: string;
  /** The assistant's first answer: a conversation never has two caller lines in a row. */
  reply: string;
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
    reply: "Happy to help. What day would suit you?",
    exchange: [
      ["Do you have anything {detail}?", "Let me check the calendar. Yes, {detail} is available. Shall I reserve it for you?"],
      ["Yes, please. What do I need to bring?", "Just a photo ID and, if you have one, your customer number."],
      ["Can I get a reminder?", "Of course. You'll receive a text message reminder the day before."],
    ],
    closing: ["Perfect, thank you.", "You're all set. We look forward to seeing you."],
    summary: (caller, detail) => `${caller} booked an appointment for ${detail}.`,
    details: ["Tuesday at 10 am", "Thursday afternoon", "next Monday at 9:30", "Friday at 2 pm"],
  },
  {
    topic: "opening hours",
    opening: "What are your opening hours?",
    reply: "We're open Monday to Friday from 9 am to 5 pm, and {detail} from 10 am to 2 pm.",
    exchange: [
      ["Is there parking nearby?", "There's a public car park right next to the building, free for the first hour."],
      ["Do I need an appointment to drop by?", "No appointment is needed for general questions; just come in."],
    ],
    closing: ["Great, that's all I needed.", "Happy to help. Have a nice day!"],
    summary: (caller, detail) => `${caller} asked about opening hours (${detail}) and parking. No follow-up needed.`,
    details: ["on Saturdays", "on public holidays", "on the first Sunday of the month"],
  },
  {
    topic: "order status",
    opening: "I'm calling about an order I placed last week.",
    reply: "Of course. Could you give me the order number?",
    exchange: [
      ["The order number is {detail}.", "Thank you. Order {detail} has shipped and should arrive within two business days."],
      [
        "Can I change the delivery address?",
        "The parcel is already with the carrier, but I can send you the tracking link to redirect it.",
      ],
      ["Yes, please send it by e-mail.", "Done. The tracking link is on its way to the e-mail address on file."],
    ],
    closing: ["Thanks for sorting that out.", "You're welcome. Have a good day."],
    summary: (caller, detail) => `${caller} asked about order ${detail}: it has shipped and arrives within two business days.`,
    details: ["A-10482", "A-20931", "B-55120", "C-70066"],
  },
  {
    topic: "pricing",
    opening: "How much does {detail} cost?",
    reply: "{detail} is 89 dollars, including the initial consultation and one follow-up visit.",
    exchange: [
      ["Are there any discounts?", "New customers get ten percent off their first booking."],
      ["Can I pay by card?", "Yes, we accept all major cards and contactless payments."],
    ],
    closing: ["I'll think about it and call back.", "Sounds good. Call any time."],
    summary: (caller, detail) => `${caller} asked about the price of ${detail} and the new-customer discount; may call back.`,
    details: ["the standard package", "a consultation", "a first visit"],
  },
  {
    topic: "reschedule",
    opening: "I need to move my appointment.",
    reply: "No problem. Which day would work better for you?",
    exchange: [
      ["Could we do {detail} instead?", "Let me look. Yes, {detail} works. I've moved your appointment."],
      ["Will I get a new confirmation?", "Yes, a new confirmation is on its way by text message."],
      ["Is there a fee for changing it?", "No, changes more than 24 hours ahead are free of charge."],
    ],
    closing: ["Thank you, that's a relief.", "No problem at all. See you then."],
    summary: (caller, detail) => `${caller} moved an appointment to ${detail}.`,
    details: ["Wednesday at 11", "next Friday morning", "the 14th at 3 pm", "Monday afternoon"],
  },
];

// Asides that fit any topic, each used at most once per call, in random order.
const ASIDES: [caller: string, assistant: string][] = [
  ["Sorry, could you repeat that?", "Of course. {last}"],
  ["Let me just write that down.", "Take your time."],
  ["Is there a number I can call back on?", "You can call this number any time; I answer around the clock."],
  ["Will I get that in writing?", "Yes, I'll send a short confirmation by e-mail."],
  ["And who am I speaking with?", "I'm the virtual assistant of {assistant}."],
];
const WRAP_UP: [caller: string, assistant: string] = ["Okay, I think that covers it.", "Great. Is there anything else I can help with?"];

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)];
const shuffled = <T>(items: readonly T[]): T[] =>
  items
    .map((item) => ({ item, key: randomInt(1 << 30) }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.item);
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type Conversation = { messages: TranscriptMessage[]; summary: string; topic: string };

/**
 * A transcript and summary for a call of `duration` seconds that started at `startedAt`:
 * about one message per 12 seconds (at least 7, at most 23), spread over the call.
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
  const fill = (text: string, last = "") =>
    capitalize(text.replaceAll("{detail}", detail).replaceAll("{assistant}", assistantName).replace("{last}", last));

  // Greeting, opening, reply, closing pair and the first exchange (which the summary rests
  // on): 7 lines; the rest of the exchange and the asides fill up to about one per 12 s.
  const pairs = [...scenario.exchange, ...shuffled(ASIDES), WRAP_UP].slice(0, Math.max(1, Math.round((duration / 12 - 5) / 2)));
  const lines: [TranscriptMessage["role"], string][] = [
    ["assistant", `Hello, you've reached ${assistantName}. How can I help you today?`],
    ["caller", `Hi, this is ${caller}. ${fill(scenario.opening)}`],
    ["assistant", fill(scenario.reply)],
  ];
  for (const [callerLine, assistantLine] of pairs) {
    const last = lines[lines.length - 1][1];
    lines.push(["caller", fill(callerLine)], ["assistant", fill(assistantLine, last)]);
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
