import type { UserRow } from "./users.schema";

/** The user profile JSON (docs/product.md §3 "User profile"). */
export function toUserJson(row: UserRow) {
  return {
    _id: row.id,
    email: row.email,
    profileCompleted: row.profile_completed,
    active: row.active,
    displayname: row.display_name,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImg: row.profile_img_url ? { url: row.profile_img_url } : null,
    address: row.address,
    educate: { like: row.educate_like },
    topic: row.topic,
    role: row.role,
    lang: row.lang,
  };
}

export type UserJson = ReturnType<typeof toUserJson>;
