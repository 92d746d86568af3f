// Payment states in conversations: read and spoken by case name, or by the names the prompt
// catalog gives them.

extension PaymentStatus: ParameterValue {}
