"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

const INDIGO_600 = "#4f46e5";
const SLATE_600 = "#475569";

/** The bar chart itself; recharts is large, so usage-charts.tsx loads this when it comes into view. */
export default function MinutesPerDayChart({ days }: { days: { label: string; minutes: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="label" tick={{ fontSize: 11, fill: SLATE_600 }} interval="preserveStartEnd" minTickGap={16} />
        <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: SLATE_600 }} />
        <Tooltip formatter={(value) => [`${value} min`, "Billed"]} />
        <Bar dataKey="minutes" fill={INDIGO_600} radius={[3, 3, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
