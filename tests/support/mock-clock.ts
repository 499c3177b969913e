/** Moves the mock's clock on (POST /__mock/clock, mocks/README.md); fails the test if the mock refuses. */
export async function advanceMockClock(minutes: number): Promise<void> {
  const response = await fetch('/__mock/clock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMinutes: minutes }),
  });
  if (!response.ok) throw new Error(`clock refused: ${await response.text()}`);
}
