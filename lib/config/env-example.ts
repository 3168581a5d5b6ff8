import { configSchema, metaOf, SETTING_GROUPS, SETTING_NAMES, type SettingGroup, type SettingName } from "./settings";

const WIDTH = 100;

const HEADER = [
  "Copy to .env.local (never commit it) or set in your host's environment.",
  "With nothing set, `npm run dev` runs on embedded defaults and says so in its log.",
  "Written from lib/config/settings.ts by `npm run config:env-example`: change the schema, not this file.",
];

/** Wraps one line of prose into `# `-prefixed lines of at most WIDTH characters; indented lines (commands) are kept whole. */
function comment(text: string): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    if (paragraph.startsWith(" ")) {
      lines.push(`#${paragraph}`);
      continue;
    }
    let line = "#";
    for (const word of paragraph.split(" ")) {
      if (line.length + 1 + word.length > WIDTH && line !== "#") {
        lines.push(line);
        line = "#";
      }
      line += ` ${word}`;
    }
    lines.push(line);
  }
  return lines;
}

/** The schema's own default: what parsing "unset" gives, as it would be written in the file. */
function schemaDefault(name: SettingName): string | undefined {
  const value: unknown = configSchema.shape[name].parse(undefined);
  if (value === undefined || value === "") return undefined;
  return Array.isArray(value) ? value.join(",") : String(value);
}

function settingLines(name: SettingName): string[] {
  const meta = metaOf(name);
  const fallback = meta.defaultText ?? schemaDefault(name);
  const required = meta.production?.required;
  const notes = [
    meta.description,
    fallback === undefined ? undefined : `Default: ${fallback}.`,
    required
      ? `Required in production${required.unless ? ` (unless ${required.unless.setting}=${required.unless.value})` : ""}.`
      : undefined,
    meta.secret ? "Secret." : undefined,
  ];
  const value = meta.example?.value ?? schemaDefault(name) ?? "";
  return [...comment(notes.filter(Boolean).join(" ")), `${meta.example?.set ? "" : "# "}${name}=${value}`];
}

/**
 * `.env.example`, derived from the settings' schema: each group's text, then each setting's
 * description, default, whether production requires it and whether it is a secret, and the
 * line to set it (commented out unless the setting's example is meant to be set). The settings
 * Next.js or the host sets are named only, in the header.
 */
export function renderEnvExample(): string {
  const platform = SETTING_NAMES.filter((name) => metaOf(name).group === "platform");
  const sections = (Object.keys(SETTING_GROUPS) as SettingGroup[])
    .filter((group) => group !== "platform")
    .map((group) => [
      ...comment(SETTING_GROUPS[group]),
      ...SETTING_NAMES.filter((name) => metaOf(name).group === group).flatMap(settingLines),
    ]);
  const header = [...HEADER, `Not listed, ${SETTING_GROUPS.platform.replace(/^Set/, "set").replace(/\.$/, "")}: ${platform.join(", ")}.`];
  return [comment(header.join("\n")), ...sections].map((lines) => lines.join("\n")).join("\n\n") + "\n";
}
