import styles from './captcha-button.module.css';

interface CaptchaButtonProps {
  /** The image as a data URL; null while it loads or when it could not be read. */
  image: string | null;
  onRefresh: () => void;
  refreshLabel: string;
  imageLabel: string;
}

/** The captcha picture as a button that asks for a fresh one. */
export function CaptchaButton({ image, onRefresh, refreshLabel, imageLabel }: CaptchaButtonProps) {
  return (
    <button
      type="button"
      className={styles.captcha}
      onClick={onRefresh}
      aria-label={refreshLabel}
      title={refreshLabel}
    >
      {image ? (
        <img src={image} alt={imageLabel} width={100} height={40} />
      ) : (
        <span className={styles.empty} />
      )}
    </button>
  );
}
