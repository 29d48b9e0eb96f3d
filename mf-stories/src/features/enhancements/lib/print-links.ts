/** The printable story (the server lays it out as a book). */
export const storyPdfUrl = (storyId: string) => `/api/stories/${encodeURIComponent(storyId)}/pdf`;

/** The colouring book: grayscale line art of the illustrations, each captioned 'Color this scene!'. */
export const coloringBookUrl = (storyId: string) => `/api/stories/${encodeURIComponent(storyId)}/coloring-book`;
