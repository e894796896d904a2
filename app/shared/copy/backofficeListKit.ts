/**
 * Korean copy of the back-office list kit (issue 15, parts 1 and 2): the list page's filters,
 * states, paging, columns and saved views, the selection's count and scope in words, the bulk bar,
 * the undo toast and the confirmation of irreversible bulk actions. Each list brings its own unit
 * word ("명", "건", "개") and names; the sentences that carry them are functions.
 */
import { withParticle } from '@app/shared/lib/korean/particle';

export const listKitCopy = {
  // Filters
  filtersLabel: '필터',
  skipToResults: '목록으로 건너뛰기',
  clearFilters: '필터 지우기',
  rangeFrom: '최소',
  rangeTo: '최대',

  // States
  loading: '목록을 불러오는 중',
  empty: (noun: string) => `${noun} 목록이 비어 있어요.`,
  filteredEmpty: '조건에 맞는 결과가 없어요.',
  filteredEmptyHint: '필터를 바꾸거나 지워 보세요.',
  failed: '목록을 불러오지 못했어요.',

  // Count and paging
  totalCount: (total: string, unit: string) => `총 ${total}${unit}`,
  pageSize: '한 페이지에',
  pageSizeOption: (size: number) => `${size}개씩`,

  // Downloads: a file of the list or of the rows picked, in either format
  exportCsv: 'CSV로 내려받기',
  exportXlsx: '엑셀로 내려받기',

  // Columns
  columns: '표시할 열',

  // Saved views
  savedViews: '저장한 보기',
  saveView: '현재 보기 저장',
  manageViews: '보기 관리',
  viewName: '보기 이름',
  noSavedViews: '저장한 보기가 없어요.',
  renameView: (name: string) => `${name} 이름 바꾸기`,
  deleteView: (name: string) => `${name} 삭제`,
  save: '저장',
  close: '닫기',

  // Selection
  selectionPicked: (count: string, unit: string) => `선택한 ${count}${unit}`,
  selectionAllMatching: (total: string, unit: string) => `검색 결과 전체 ${total}${unit}`,
  selectionMatchingExcept: (count: string, total: string, unit: string) => `검색 결과 ${total}${unit} 중 ${count}${unit}`,
  pageAllSelected: (count: string, unit: string) => `이 페이지의 ${withParticle(`${count}${unit}`, '을/를')} 모두 선택했어요.`,
  selectAllMatching: (total: string, unit: string) => `검색 결과 전체 ${total}${unit} 선택`,
  allMatchingSelected: (total: string, unit: string) => `검색 결과 전체 ${withParticle(`${total}${unit}`, '을/를')} 선택했어요.`,
  clearSelection: '선택 해제',
  bulkActions: '선택한 항목 작업',
  selectionTooLarge: '한 번에 제외할 수 있는 수를 넘었어요. 필터로 범위를 좁혀 주세요.',

  // Undo
  undo: '되돌리기',
  undoCountdown: (seconds: number) => `${seconds}초 후 반영`,
  undoHeld: (seconds: number) => `멈춰 있어요 · ${seconds}초 남음`,
  undoShortcut: 'Ctrl+Z를 눌러도 되돌릴 수 있어요. F8을 누르면 되돌리기 버튼으로 가요.',
  undone: '되돌렸어요.',
  flushed: '반영했어요.',
  undoFailed: '반영하지 못해 되돌렸어요. 잠시 후 다시 시도해 주세요.',
  undoRegion: '되돌리기 알림',

  // Irreversible bulk actions
  confirmBulkTitle: (action: string) => `${action}할까요?`,
  confirmBulkBody: (scope: string, action: string) => `대상: ${scope}. ${action}하면 되돌릴 수 없어요.`,
} as const;
