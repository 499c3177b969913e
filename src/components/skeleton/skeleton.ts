import styles from './skeleton.module.css';

/** The class of every loading placeholder (banner, tiles, cards): one look and one pulse across the site. */
export const skeletonClass = styles.skeleton;
