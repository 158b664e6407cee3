/** The "In a room" section of a product's public page. */
export const roomScenesEn = {
  heading: "In a room",
  intro: (product: string) => `${product} at its true size on the surfaces of each room.`,
  rooms: "Rooms",
  enlarge: "Enlarge room",
};

export const roomScenesZh = {
  heading: "效果展示",
  intro: (product: string) => `${product}按实际尺寸呈现在各个空间的台面和墙面上。`,
  rooms: "空间",
  enlarge: "放大效果图",
} satisfies typeof roomScenesEn;
