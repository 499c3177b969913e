import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { PictureField, type PictureChoice } from '@/components/picture-field/picture-field';

function png(name: string, size = 64): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

/** A required single picture whose refusal is said under it, as the withdrawal's proof does. */
function Proof({ onPick }: { onPick: (choices: PictureChoice[]) => void }) {
  const [chosen, setChosen] = useState<PictureChoice | null>(null);
  return (
    <PictureField
      label="Proof picture"
      chooseLabel="Choose picture"
      chosen={chosen?.file.name ?? 'No picture chosen'}
      message={chosen?.problem ? `Refused: ${chosen.problem}` : 'png or jpg, at most 5 MB'}
      invalid={Boolean(chosen?.problem)}
      required
      onPick={(choices) => {
        onPick(choices);
        setChosen(choices[0] ?? null);
      }}
    />
  );
}

describe('PictureField', () => {
  it('is the native file input, named and described by the field, taking png and jpg', () => {
    render(<Proof onPick={() => undefined} />);
    const input = screen.getByLabelText('Proof picture');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('No picture chosen png or jpg, at most 5 MB');
  });

  it('checks each file as it is chosen: its type, then its size', () => {
    const onPick = vi.fn();
    render(<Proof onPick={onPick} />);
    const input = screen.getByLabelText('Proof picture');
    const gif = new File(['GIF89a'], 'funny.gif', { type: 'image/gif' });
    const huge = png('huge.png', 5 * 1024 * 1024 + 1);
    fireEvent.change(input, { target: { files: [gif, huge, png('good.png')] } });
    expect(onPick).toHaveBeenCalledWith([
      { file: gif, problem: 'type' },
      { file: huge, problem: 'size' },
      { file: expect.objectContaining({ name: 'good.png' }) as File, problem: null },
    ]);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('funny.gif Refused: type');
  });

  it('takes a good picture and shows its name', () => {
    render(<Proof onPick={() => undefined} />);
    const input = screen.getByLabelText('Proof picture');
    fireEvent.change(input, { target: { files: [png('receipt.png')] } });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('receipt.png png or jpg, at most 5 MB');
  });
});
