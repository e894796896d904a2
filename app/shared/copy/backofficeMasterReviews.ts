/**
 * Korean copy of the master's review screens (issue 42: a master replies to the reviews of their
 * own classes): the list of their classes' reviews. Its columns, its filters but the class and the
 * reply page speak with the operator's review words (backofficeBoardReviews), as they are the same
 * list and form. 해요체.
 */
export const backofficeMasterReviewsCopy = {
  title: '후기 답글',
  intro: '내 클래스에 수강생이 남긴 후기예요. 답글을 달면 수강생이 후기 아래에서 바로 읽어요.',
  caption: '내 클래스 후기 목록',
  noun: '후기',
  unit: '건',
  klassFilter: '클래스',
  klassesLoadFailed: '내 클래스를 불러오지 못했어요.',
  replyTitle: '후기 답글 달기',
  replyIntro: '내 클래스의 후기에 답글을 하나 달 수 있어요. 운영자가 단 답글이 있으면 고쳐 쓸 수 있어요.',
};
