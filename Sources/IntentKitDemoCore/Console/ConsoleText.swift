package import IntentKit

/// The console's own words in English, Japanese and Korean.
///
/// They are the greeting, the help, the reply to a request the parser doesn't understand, and the
/// history's headings; the assistant's words come from IntentKit's prompt catalog.
package struct ConsoleText: Sendable {
  /// The language of the text.
  package let language: Language

  /// Creates the text for a language; languages other than Japanese and Korean get English.
  package init(language: Language) {
    self.language = language
  }

  private var kind: Kind {
    switch language {
    case .japanese: .japanese
    case .korean: .korean
    default: .english
    }
  }

  private enum Kind {
    case english, japanese, korean
  }

  /// Requests the parser understands, to show as examples.
  package var examples: [String] {
    switch kind {
    case .english:
      [
        "Send $50 to Jane", "Send money to Jane with Payments", "Send money",
        "Request $20 from John", "What's my balance?", "Pay my electricity bill",
        "Show my bills", "学費1000円を支払って", "Book a ride",
        "Book a ride from Cupertino to San Francisco", "What's the status of my ride?",
        "Cancel my ride",
      ]
    case .japanese:
      [
        "ジェーンに50ドル送って", "送金して", "Johnに20ドル請求して", "残高を教えて", "学費1000円を支払って",
        "電気代を払って", "請求書を見せて", "配車して", "クパチーノからサンフランシスコまで配車して", "配車の状況は？",
        "配車をキャンセルして",
      ]
    case .korean:
      [
        "제인에게 50달러 보내줘", "송금해줘", "John에게 20달러 요청해줘", "잔액 알려줘", "학비 1000엔 납부해 줘",
        "전기 요금 납부해 줘", "청구서 보여줘", "택시 불러줘", "쿠퍼티노에서 샌프란시스코까지 택시 불러줘", "택시 어디야?",
        "택시 취소해줘",
      ]
    }
  }

  /// The greeting the console opens with.
  package var greeting: String {
    switch kind {
    case .english:
      """
      IntentKit console over sample data: contacts (two Janes, no Dave), accounts, bills and \
      Bay Area rides.
      Type a request such as "Send $50 to Jane", answer the assistant, "help" for more, \
      "quit" to leave.
      """
    case .japanese:
      """
      IntentKit コンソール（サンプルデータ：連絡先、口座、請求書、ベイエリアの配車）。
      「ジェーンに50ドル送って」のように入力し、アシスタントに答えてください。「help」で例、「quit」で終了します。
      """
    case .korean:
      """
      IntentKit 콘솔(샘플 데이터: 연락처, 계좌, 청구서, 베이 에어리어 택시).
      "제인에게 50달러 보내줘"처럼 입력하고 어시스턴트에게 답하세요. "help"는 예시, "quit"은 종료입니다.
      """
    }
  }

  /// The help: example requests and the commands.
  package var help: String {
    let list = examples.map { "  \($0)" }.joined(separator: "\n")
    switch kind {
    case .english:
      return """
        Try a request:
        \(list)
        While the assistant asks something, answer it ("50", "the second one", "yes"), say \
        "cancel", or type a new request to start over.
        Commands: help, history (completed payments), quit.
        """
    case .japanese:
      return """
        次のように話しかけてください：
        \(list)
        アシスタントの質問には「50」「2番目」「はい」のように答えます。「キャンセル」で中止し、新しい依頼を入力するとやり直します。
        コマンド：help（ヘルプ）、history（支払い履歴）、quit（終了）。
        """
    case .korean:
      return """
        이렇게 요청해 보세요:
        \(list)
        어시스턴트의 질문에는 "50", "두 번째", "네"처럼 답하고, "취소"로 그만두거나 새 요청을 입력해 다시 시작할 수 있습니다.
        명령: help(도움말), history(결제 내역), quit(종료).
        """
    }
  }

  /// The reply to a request the parser doesn't understand.
  package var notUnderstood: String {
    let list = examples.prefix(8).map { "  \($0)" }.joined(separator: "\n")
    switch kind {
    case .english: return "Sorry, I don't understand that. I understand requests like:\n\(list)"
    case .japanese: return "すみません、わかりませんでした。次のような依頼がわかります：\n\(list)"
    case .korean: return "죄송합니다. 이해하지 못했습니다. 이런 요청을 이해합니다:\n\(list)"
    }
  }

  /// The reply to "Cancel my ride" when there is no ride.
  package var noRideToCancel: String {
    switch kind {
    case .english: "You don't have a ride to cancel."
    case .japanese: "キャンセルする配車はありません。"
    case .korean: "취소할 택시가 없습니다."
    }
  }

  /// The heading of the payment history.
  package var historyTitle: String {
    switch kind {
    case .english: "Completed payments, newest first:"
    case .japanese: "完了した支払い（新しい順）："
    case .korean: "완료된 결제(최신순):"
    }
  }

  /// The history when nothing was paid.
  package var noPayments: String {
    switch kind {
    case .english: "No payments yet."
    case .japanese: "まだ支払いはありません。"
    case .korean: "아직 결제 내역이 없습니다."
    }
  }

  /// One payment in the history: when, how much, to whom, from which account.
  package func payment(
    date: String,
    amount: String,
    to payee: String,
    from account: String
  )
    -> String
  {
    switch kind {
    case .english: "\(date)  \(amount) to \(payee), from \(account)"
    case .japanese: "\(date)  \(payee)へ \(amount)（\(account)から）"
    case .korean: "\(date)  \(payee)에게 \(amount) (\(account)에서)"
    }
  }

  /// The words that end the console.
  package var goodbye: String {
    switch kind {
    case .english: "Bye."
    case .japanese: "さようなら。"
    case .korean: "안녕히 가세요."
    }
  }

  /// A failure the console reports and carries on after, with the description escaped: an
  /// error may quote input.
  package func failure(_ description: String) -> String {
    let description = PrintableText.line(description)
    return switch kind {
    case .english: "Sorry, something went wrong: \(description)"
    case .japanese: "すみません、問題が発生しました：\(description)"
    case .korean: "죄송합니다. 문제가 발생했습니다: \(description)"
    }
  }
}
