export { ChatRoomPopup } from './chat-room-popup';
