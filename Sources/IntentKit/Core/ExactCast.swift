/// Returns an object as a class, if the class is exactly the object's own; `nil` otherwise.
///
/// Tables that file one final class per intent type (a dispatcher's routes, an engine's turns,
/// a voice's dialog) read their values back with it. Comparing the object's class with the
/// expected one is the whole check, without the runtime's general cast on every request and
/// every turn. An instance of a subclass gives `nil`, so the check is never unsafe.
@inlinable
func _exactCast<Object: AnyObject>(_ object: AnyObject, to type: Object.Type) -> Object? {
  guard ObjectIdentifier(Swift.type(of: object)) == ObjectIdentifier(type) else { return nil }
  return unsafeDowncast(object, to: type)
}
