/**
 * The sort fields the member list endpoints take (adminMemberList.ts, adminMember.ts build their
 * `adminListQuery` from them). Schema-free, so the list screens offer exactly these sorts (issue 27:
 * a header that sorts nothing is a defect) without their first download carrying zod.
 */
export const memberListSortFields = ['displayName', 'email', 'joinedAt'] as const;
export const withdrawnSortFields = ['withdrawnAt', 'displayName'] as const;
export const groupSortFields = ['name', 'memberCount', 'createdAt', 'updatedAt'] as const;
export const groupMemberSortFields = ['displayName', 'joinedAt', 'addedAt', 'email'] as const;
