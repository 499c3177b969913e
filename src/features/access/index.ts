export { FreePlayButton, type FreePlayButtonProps } from './components/free-play-button';
