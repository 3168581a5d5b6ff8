/** The middle value of `numbers` (the upper of the two middle ones when their count is even); the input is not reordered. */
export const median = (numbers: number[]): number => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
