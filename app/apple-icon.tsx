import { ImageResponse } from "next/og";

// The home-screen icon: the favicon's bars on a full indigo square (iOS rounds the corners).
// Rendered once at build time.
export const size = { width: 180, height: 180 };
export const contentType = "image/png";

const BARS = [32, 60, 90, 50, 16];

export default function AppleIcon() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        gap: 14,
        background: "#4f46e5",
      }}
    >
      {BARS.map((height, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing; the bars never move
        <div key={index} style={{ width: 12, height, borderRadius: 6, background: "#ffffff" }} />
      ))}
    </div>,
    size,
  );
}
