// The form library's own words (Add, Remove, Move up, …) in the operator's language.
import { englishStringTranslator, replaceStringParameters, TranslatableString } from '@rjsf/utils';

const ZH: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: '条目',
  [TranslatableString.EmptyArray]: '还没有条目，请用下方按钮添加。',
  [TranslatableString.YesLabel]: '是',
  [TranslatableString.NoLabel]: '否',
  [TranslatableString.CloseLabel]: '关闭',
  [TranslatableString.ErrorsLabel]: '错误',
  [TranslatableString.AddButton]: '添加',
  [TranslatableString.AddItemButton]: '添加条目',
  [TranslatableString.CopyButton]: '复制',
  [TranslatableString.MoveDownButton]: '下移',
  [TranslatableString.MoveUpButton]: '上移',
  [TranslatableString.RemoveButton]: '删除',
  [TranslatableString.NowLabel]: '现在',
  [TranslatableString.ClearLabel]: '清除',
  [TranslatableString.ClearButton]: '清除输入',
  [TranslatableString.OptionalObjectAdd]: '为可选字段添加内容',
  [TranslatableString.OptionalObjectRemove]: '删除可选字段的内容',
  [TranslatableString.OptionalObjectEmptyMsg]: '可选字段没有内容',
  [TranslatableString.OptionPrefix]: '选项 %1',
  [TranslatableString.TitleOptionPrefix]: '%1 选项 %2',
  [TranslatableString.KeyLabel]: '%1 键',
  [TranslatableString.Type]: '类型',
  [TranslatableString.Value]: '值',
};

/** The form's `translateString` for the operator's language. */
export function formStringsOf(locale: string): (text: TranslatableString, params?: string[]) => string {
  if (!locale.startsWith('zh')) return englishStringTranslator;
  return (text, params) => {
    const zh = ZH[text];
    return zh === undefined ? englishStringTranslator(text, params) : replaceStringParameters(zh, params);
  };
}
