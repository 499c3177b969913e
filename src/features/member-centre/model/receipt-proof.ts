/** Proof pictures: png or jpg, at most 5 MB (spec 2 section 9, the rule for uploaded images). */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const;

export type ProofProblem = 'required' | 'type' | 'size';

// Some systems give no type for a file; its name then decides.
const PROOF_NAME = /\.(png|jpe?g)$/i;

/** Why a chosen file cannot be sent as proof, or null when it can. */
export function checkProofFile(file: File | null | undefined): ProofProblem | null {
  if (!file) return 'required';
  const typed = (PROOF_TYPES as readonly string[]).includes(file.type);
  if (!typed && !(file.type === '' && PROOF_NAME.test(file.name))) return 'type';
  if (file.size > MAX_PROOF_BYTES) return 'size';
  return null;
}

/** The file as a `data:` URL, the form PAYFE_confirmWithdrawal takes in JSON. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
