export { NoticeBoard, type Notice, type NoticeBoardProps } from './NoticeBoard';
