export * from './kept-rules';
export * from './kept-stories';
export * from './needs-internet';
export * from './online-status';
export * from './pending-progress';
export * from './remembered-user';
